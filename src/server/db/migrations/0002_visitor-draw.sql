CREATE TABLE "visitor_draw" (
	"browser_id" text PRIMARY KEY NOT NULL,
	"cards" jsonb NOT NULL,
	"drawn_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "visitor_draw_drawn_at_idx" ON "visitor_draw" USING btree ("drawn_at");