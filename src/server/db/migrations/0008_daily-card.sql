CREATE TABLE "daily_card" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"card" text NOT NULL,
	"reversed" boolean DEFAULT false NOT NULL,
	"reading" text,
	"reading_lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_card_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "daily_card" ADD CONSTRAINT "daily_card_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;
