CREATE TABLE "performance_attribution_changes" (
	"tenant_id" text NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "performance_attribution_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"from_employee_id" integer,
	"to_employee_id" integer,
	"reason" text NOT NULL,
	"operator_name" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "performance_attribution_changes_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "performance_attributions" (
	"tenant_id" text NOT NULL,
	"order_id" bigint NOT NULL,
	"rule_version_id" integer NOT NULL,
	"employee_id" integer,
	"department_id" integer,
	"reason" text NOT NULL,
	"attributed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "performance_attributions_tenant_id_order_id_pk" PRIMARY KEY("tenant_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "performance_rule_versions" (
	"tenant_id" text NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "performance_rule_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" integer,
	"attribution_mode" smallint NOT NULL,
	"assign_rule" smallint NOT NULL,
	"assign_fallback" smallint NOT NULL,
	"lock_days" integer NOT NULL,
	"on_leave" text NOT NULL,
	"removed" smallint DEFAULT 0 NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	CONSTRAINT "performance_rule_versions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "performance_attribution_changes" ADD CONSTRAINT "performance_attribution_changes_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_attributions" ADD CONSTRAINT "performance_attributions_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_rule_versions" ADD CONSTRAINT "performance_rule_versions_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "performance_attribution_changes_order_idx" ON "performance_attribution_changes" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE INDEX "performance_attributions_tenant_employee_idx" ON "performance_attributions" USING btree ("tenant_id","employee_id");--> statement-breakpoint
CREATE INDEX "performance_rule_versions_tenant_shop_idx" ON "performance_rule_versions" USING btree ("tenant_id","shop_id","effective_from" DESC NULLS LAST);