CREATE TABLE "audience_members" (
	"tenant_id" text NOT NULL,
	"audience_id" integer NOT NULL,
	"customer_id" bigint NOT NULL,
	CONSTRAINT "audience_members_tenant_id_audience_id_customer_id_pk" PRIMARY KEY("tenant_id","audience_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "audiences" (
	"tenant_id" text NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "audiences_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"logic" text NOT NULL,
	"conditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"refresh" smallint DEFAULT 1 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"size" integer DEFAULT 0 NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"computed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audiences_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "customer_computed_tags" (
	"tenant_id" text NOT NULL,
	"customer_id" bigint NOT NULL,
	"rfm" text NOT NULL,
	"level" text DEFAULT '' NOT NULL,
	"recency_days" integer NOT NULL,
	"orders" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "customer_computed_tags_tenant_id_customer_id_pk" PRIMARY KEY("tenant_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "rfm_settings" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"recency_days" integer DEFAULT 30 NOT NULL,
	"frequency_min" integer DEFAULT 3 NOT NULL,
	"monetary_min" numeric(14, 2) DEFAULT '500' NOT NULL,
	"levels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"computed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_radar_scores" (
	"tenant_id" text NOT NULL,
	"customer_id" bigint NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "customer_radar_scores_tenant_id_customer_id_pk" PRIMARY KEY("tenant_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "material_goods" (
	"tenant_id" text NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "material_goods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"item_code" text NOT NULL,
	"name" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"link" text NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"send_count" integer DEFAULT 0 NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "material_goods_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "material_goods_tenant_shop_item_unique" UNIQUE("tenant_id","shop_id","item_code")
);
--> statement-breakpoint
CREATE TABLE "materials" (
	"tenant_id" text NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "materials_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"cover_url" text DEFAULT '' NOT NULL,
	"group_name" text DEFAULT '默认分组' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"usage_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "materials_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "radar_links" (
	"tenant_id" text NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "radar_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"radar_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"customer_id" bigint NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "radar_links_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "radar_links_token_unique" UNIQUE("token"),
	CONSTRAINT "radar_links_pair_unique" UNIQUE("tenant_id","radar_id","employee_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "radar_opens" (
	"tenant_id" text NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "radar_opens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"link_id" integer NOT NULL,
	"radar_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"customer_id" bigint NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"duration_seconds" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "radar_opens_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "radars" (
	"tenant_id" text NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "radars_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" smallint NOT NULL,
	"title" text NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"file_name" text DEFAULT '' NOT NULL,
	"file_size" integer DEFAULT 0 NOT NULL,
	"article" text DEFAULT '' NOT NULL,
	"action_notice" boolean DEFAULT true NOT NULL,
	"tag_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "radars_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "audience_members" ADD CONSTRAINT "audience_members_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audiences" ADD CONSTRAINT "audiences_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_computed_tags" ADD CONSTRAINT "customer_computed_tags_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfm_settings" ADD CONSTRAINT "rfm_settings_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_radar_scores" ADD CONSTRAINT "customer_radar_scores_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_goods" ADD CONSTRAINT "material_goods_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "radar_links" ADD CONSTRAINT "radar_links_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "radar_opens" ADD CONSTRAINT "radar_opens_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "radars" ADD CONSTRAINT "radars_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audience_members_customer_idx" ON "audience_members" USING btree ("tenant_id","customer_id");--> statement-breakpoint
CREATE INDEX "customer_computed_tags_rfm_idx" ON "customer_computed_tags" USING btree ("tenant_id","rfm");--> statement-breakpoint
CREATE INDEX "materials_tenant_type_idx" ON "materials" USING btree ("tenant_id","type","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "radar_opens_tenant_radar_idx" ON "radar_opens" USING btree ("tenant_id","radar_id","opened_at");