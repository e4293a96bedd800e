CREATE TABLE "campaign_games" (
	"tenant_id" text NOT NULL,
	"campaign_id" integer NOT NULL,
	"token" text NOT NULL,
	"eligibility" text DEFAULT 'all' NOT NULL,
	"tag_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"play_limit" integer DEFAULT 1 NOT NULL,
	"play_period" text DEFAULT 'day' NOT NULL,
	"check_in_mode" text DEFAULT 'consecutive' NOT NULL,
	"tiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "campaign_games_tenant_id_campaign_id_pk" PRIMARY KEY("tenant_id","campaign_id"),
	CONSTRAINT "campaign_games_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "check_in_entries" (
	"tenant_id" text NOT NULL,
	"campaign_id" integer NOT NULL,
	"customer_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "check_in_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"day" date NOT NULL,
	"streak" integer NOT NULL,
	"total" integer NOT NULL,
	"reward_points" integer DEFAULT 0 NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "check_in_entries_tenant_id_campaign_id_customer_id_day_pk" PRIMARY KEY("tenant_id","campaign_id","customer_id","day")
);
--> statement-breakpoint
CREATE TABLE "lottery_plays" (
	"tenant_id" text NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "lottery_plays_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"campaign_id" integer NOT NULL,
	"customer_id" bigint NOT NULL,
	"prize_id" integer,
	"day" date NOT NULL,
	"played_at" timestamp with time zone NOT NULL,
	"redeemed_at" timestamp with time zone,
	"redeemed_by" text DEFAULT '' NOT NULL,
	"points_credited" boolean DEFAULT false NOT NULL,
	CONSTRAINT "lottery_plays_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "lottery_prizes" (
	"tenant_id" text NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "lottery_prizes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"campaign_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"coupon_text" text DEFAULT '' NOT NULL,
	"odds" numeric(5, 2) NOT NULL,
	"stock" integer NOT NULL,
	"initial_stock" integer NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lottery_prizes_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "lottery_prizes_stock_check" CHECK ("lottery_prizes"."stock" >= 0)
);
--> statement-breakpoint
ALTER TABLE "campaign_games" ADD CONSTRAINT "campaign_games_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_entries" ADD CONSTRAINT "check_in_entries_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_plays" ADD CONSTRAINT "lottery_plays_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_prizes" ADD CONSTRAINT "lottery_prizes_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lottery_plays_campaign_idx" ON "lottery_plays" USING btree ("tenant_id","campaign_id","played_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lottery_plays_customer_idx" ON "lottery_plays" USING btree ("tenant_id","campaign_id","customer_id");--> statement-breakpoint
CREATE INDEX "lottery_prizes_campaign_idx" ON "lottery_prizes" USING btree ("tenant_id","campaign_id");