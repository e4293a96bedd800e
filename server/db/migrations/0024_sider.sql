CREATE TABLE "sider_events" (
	"tenant_id" text NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "sider_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"page_key" text NOT NULL,
	"employee_id" integer NOT NULL,
	"customer_id" bigint NOT NULL,
	"ref_id" bigint,
	"occurred_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sider_events_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "sider_pages" (
	"tenant_id" text NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "sider_pages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"page_key" text NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sider_pages_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "sider_pages_tenant_key_unique" UNIQUE("tenant_id","page_key")
);
--> statement-breakpoint
CREATE TABLE "sider_settings" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"config" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sider_pages" ADD CONSTRAINT "sider_pages_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sider_settings" ADD CONSTRAINT "sider_settings_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sider_events_tenant_page_idx" ON "sider_events" USING btree ("tenant_id","page_key","occurred_at");