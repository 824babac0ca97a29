CREATE TABLE "admin_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"admin_user_id" text,
	"admin_email" text NOT NULL,
	"action" text NOT NULL,
	"target_user_id" text NOT NULL,
	"detail" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "model_call" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"reader" text NOT NULL,
	"model" text NOT NULL,
	"outcome" text NOT NULL,
	"latency_ms" integer NOT NULL,
	"tokens_in" integer DEFAULT 0 NOT NULL,
	"tokens_out" integer DEFAULT 0 NOT NULL,
	"reading_id" uuid,
	"temp_reading_id" uuid,
	"follow_up_id" uuid,
	"user_id" text
);
--> statement-breakpoint
CREATE TABLE "payment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" text,
	"provider" text NOT NULL,
	"provider_ref" text NOT NULL,
	"provider_payment_id" text,
	"kind" text NOT NULL,
	"credits" integer,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "payment_provider_ref_unique" UNIQUE("provider_ref")
);
--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "admin_user_id" text;--> statement-breakpoint
ALTER TABLE "admin_audit" ADD CONSTRAINT "admin_audit_admin_user_id_user_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_call" ADD CONSTRAINT "model_call_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_at_idx" ON "admin_audit" USING btree ("at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "model_call_created_at_idx" ON "model_call" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "model_call_user_idx" ON "model_call" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "payment_created_at_idx" ON "payment" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payment_refunded_at_idx" ON "payment" USING btree ("refunded_at") WHERE "payment"."refunded_at" is not null;--> statement-breakpoint
CREATE INDEX "payment_provider_payment_idx" ON "payment" USING btree ("provider_payment_id") WHERE "payment"."provider_payment_id" is not null;--> statement-breakpoint
CREATE INDEX "message_follow_up_created_at_idx" ON "message" USING btree ("created_at") WHERE "message"."role" = 'user';--> statement-breakpoint
CREATE INDEX "reading_created_at_idx" ON "reading" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "temp_reading_created_at_idx" ON "temp_reading" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "user_created_at_idx" ON "user" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "user_subscribed_idx" ON "user" USING btree ("id") WHERE "user"."subscription";