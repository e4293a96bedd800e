CREATE TABLE "member_identities" (
	"tenant_id" text NOT NULL,
	"member_id" bigint NOT NULL,
	"platform_type" smallint NOT NULL,
	"identifier_type" smallint NOT NULL,
	"identifier" text NOT NULL,
	"bound_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_identities_tenant_id_platform_type_identifier_type_identifier_pk" PRIMARY KEY("tenant_id","platform_type","identifier_type","identifier")
);
--> statement-breakpoint
CREATE TABLE "member_points_changes" (
	"tenant_id" text NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "member_points_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"change_type" smallint NOT NULL,
	"points" numeric(14, 2) NOT NULL,
	"balance_after" numeric(14, 2) NOT NULL,
	"order_id" bigint,
	"source_id" bigint,
	"reason" text DEFAULT '' NOT NULL,
	"operator_user_id" integer,
	"operator_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "member_points_changes_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "member_points_changes_order_unique" UNIQUE("tenant_id","order_id","change_type"),
	CONSTRAINT "member_points_changes_source_unique" UNIQUE("tenant_id","source_id")
);
--> statement-breakpoint
CREATE TABLE "member_points_rules" (
	"tenant_id" text NOT NULL,
	"platform_type" smallint NOT NULL,
	"status" smallint NOT NULL,
	"amount_per_point" numeric(12, 2) NOT NULL,
	"earn_status" smallint NOT NULL,
	"rounding" smallint NOT NULL,
	"validity_type" smallint NOT NULL,
	"validity_days" integer,
	"assign_rule" smallint NOT NULL,
	"assign_fallback" smallint NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_points_rules_tenant_id_platform_type_pk" PRIMARY KEY("tenant_id","platform_type")
);
--> statement-breakpoint
CREATE TABLE "member_shops" (
	"tenant_id" text NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "member_shops_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"platform_type" smallint NOT NULL,
	"name" text NOT NULL,
	"shop_code" text NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "member_shops_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "member_shops_tenant_platform_code_unique" UNIQUE("tenant_id","platform_type","shop_code")
);
--> statement-breakpoint
CREATE TABLE "members" (
	"tenant_id" text NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" bigint,
	"external_user_id" text,
	"name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"birthday" date,
	"bind_status" smallint DEFAULT 0 NOT NULL,
	"platform_type" smallint NOT NULL,
	"responsible_employee_id" integer,
	"responsible_rule" smallint,
	"bound_by_employee_id" integer,
	"points_balance" numeric(14, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"bound_at" timestamp with time zone,
	CONSTRAINT "members_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "members_tenant_external_unique" UNIQUE("tenant_id","external_user_id"),
	CONSTRAINT "members_tenant_customer_unique" UNIQUE("tenant_id","customer_id"),
	CONSTRAINT "members_points_not_negative" CHECK ("members"."points_balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shop_orders" (
	"tenant_id" text NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "shop_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"platform_type" smallint NOT NULL,
	"shop_code" text NOT NULL,
	"order_no" text NOT NULL,
	"member_id" bigint,
	"amount" numeric(14, 2) NOT NULL,
	"status" smallint NOT NULL,
	"ordered_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "shop_orders_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "shop_orders_tenant_platform_no_unique" UNIQUE("tenant_id","platform_type","order_no")
);
--> statement-breakpoint
ALTER TABLE "member_identities" ADD CONSTRAINT "member_identities_member_fk" FOREIGN KEY ("tenant_id","member_id") REFERENCES "public"."members"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_points_changes" ADD CONSTRAINT "member_points_changes_member_fk" FOREIGN KEY ("tenant_id","member_id") REFERENCES "public"."members"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_points_rules" ADD CONSTRAINT "member_points_rules_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_shops" ADD CONSTRAINT "member_shops_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_identities_tenant_member_idx" ON "member_identities" USING btree ("tenant_id","member_id");--> statement-breakpoint
CREATE INDEX "member_points_changes_member_idx" ON "member_points_changes" USING btree ("tenant_id","member_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "member_points_changes_tenant_idx" ON "member_points_changes" USING btree ("tenant_id","change_type","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "member_points_changes_expiry_idx" ON "member_points_changes" USING btree ("tenant_id","expires_at") WHERE "member_points_changes"."expires_at" is not null;--> statement-breakpoint
CREATE INDEX "members_tenant_created_idx" ON "members" USING btree ("tenant_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "members_tenant_points_idx" ON "members" USING btree ("tenant_id","points_balance");--> statement-breakpoint
CREATE INDEX "shop_orders_tenant_member_idx" ON "shop_orders" USING btree ("tenant_id","member_id");