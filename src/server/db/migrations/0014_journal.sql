CREATE TABLE "memory_item" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"reading_id" uuid,
	"summary" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reading" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "reading" ADD COLUMN "note_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reading" ADD COLUMN "mood_before" integer;--> statement-breakpoint
ALTER TABLE "reading" ADD COLUMN "mood_after" integer;--> statement-breakpoint
ALTER TABLE "reading" ADD COLUMN "tags" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "reading" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "reading" ADD COLUMN "outcome_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reading" ADD COLUMN "check_back_days" integer;--> statement-breakpoint
ALTER TABLE "reading" ADD COLUMN "own_deck" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "check_back_days" integer DEFAULT 7;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "journal_mail_off_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "daily_reminder_hour" integer;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "remember_readings" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "memory_item" ADD CONSTRAINT "memory_item_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_item" ADD CONSTRAINT "memory_item_reading_id_reading_id_fk" FOREIGN KEY ("reading_id") REFERENCES "public"."reading"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "memory_item_user_idx" ON "memory_item" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "memory_item_reading_idx" ON "memory_item" USING btree ("reading_id");--> statement-breakpoint
ALTER TABLE "reading" ADD CONSTRAINT "reading_mood_before_range" CHECK ("reading"."mood_before" between 1 and 5);--> statement-breakpoint
ALTER TABLE "reading" ADD CONSTRAINT "reading_mood_after_range" CHECK ("reading"."mood_after" between 1 and 5);