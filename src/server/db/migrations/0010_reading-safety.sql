ALTER TABLE "message" ADD COLUMN "safety" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "reading" ADD COLUMN "safety" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "temp_reading" ADD COLUMN "safety" jsonb DEFAULT '[]'::jsonb NOT NULL;