ALTER TABLE "user" ADD COLUMN "full_deck" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "reversals" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reading" ADD COLUMN "reversed" jsonb DEFAULT '[]'::jsonb NOT NULL;
