CREATE TABLE "draw_commitment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"commitment" text NOT NULL,
	"server_seed" text NOT NULL,
	"owner" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "draw_commitment_commitment_unique" UNIQUE("commitment"),
	CONSTRAINT "draw_commitment_server_seed_unique" UNIQUE("server_seed")
);
--> statement-breakpoint
CREATE INDEX "draw_commitment_created_at_idx" ON "draw_commitment" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "reading" ADD COLUMN "fair_draw" jsonb;--> statement-breakpoint
ALTER TABLE "temp_reading" ADD COLUMN "fair_draw" jsonb;--> statement-breakpoint
ALTER TABLE "visitor_draw" ADD COLUMN "fair_draw" jsonb;
