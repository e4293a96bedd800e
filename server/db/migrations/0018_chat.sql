CREATE TABLE "chat_archive_cursors" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"last_seq" bigint DEFAULT 0 NOT NULL,
	"stored_total" integer DEFAULT 0 NOT NULL,
	"skipped_no_consent" integer DEFAULT 0 NOT NULL,
	"last_pulled_at" timestamp with time zone,
	"last_error" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"tenant_id" text NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "chat_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"seq" bigint NOT NULL,
	"msg_id" text NOT NULL,
	"chat_type" smallint NOT NULL,
	"employee_id" integer,
	"customer_id" bigint,
	"group_id" integer,
	"from_kind" smallint NOT NULL,
	"msg_type" text NOT NULL,
	"text_content" text DEFAULT '' NOT NULL,
	"content" jsonb NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"revoked" boolean DEFAULT false NOT NULL,
	CONSTRAINT "chat_messages_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "chat_messages_tenant_msg_unique" UNIQUE("tenant_id","msg_id")
);
--> statement-breakpoint
CREATE TABLE "chat_sensitive_hits" (
	"tenant_id" text NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "chat_sensitive_hits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"msg_id" text NOT NULL,
	"word_id" integer NOT NULL,
	"word" text NOT NULL,
	"employee_id" integer,
	"customer_id" bigint,
	"group_id" integer,
	"from_kind" smallint NOT NULL,
	"excerpt" text NOT NULL,
	"hit_at" timestamp with time zone NOT NULL,
	"handled_at" timestamp with time zone,
	"handled_by" text DEFAULT '' NOT NULL,
	CONSTRAINT "chat_sensitive_hits_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "chat_sensitive_hits_once" UNIQUE("tenant_id","msg_id","word_id")
);
--> statement-breakpoint
CREATE TABLE "chat_sensitive_words" (
	"tenant_id" text NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "chat_sensitive_words_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"word" text NOT NULL,
	"category" smallint DEFAULT 1 NOT NULL,
	"notify_leader" boolean DEFAULT true NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_sensitive_words_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "chat_sensitive_words_tenant_word_unique" UNIQUE("tenant_id","word")
);
--> statement-breakpoint
CREATE TABLE "sandbox_archive_consents" (
	"tenant_id" text NOT NULL,
	"external_user_id" text NOT NULL,
	"status" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_archive_consents_tenant_id_external_user_id_pk" PRIMARY KEY("tenant_id","external_user_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_archive_messages" (
	"tenant_id" text NOT NULL,
	"seq" bigint NOT NULL,
	"msg_id" text NOT NULL,
	"payload" jsonb NOT NULL,
	CONSTRAINT "sandbox_archive_messages_tenant_id_seq_pk" PRIMARY KEY("tenant_id","seq")
);
--> statement-breakpoint
ALTER TABLE "chat_archive_cursors" ADD CONSTRAINT "chat_archive_cursors_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_sensitive_hits" ADD CONSTRAINT "chat_sensitive_hits_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_sensitive_words" ADD CONSTRAINT "chat_sensitive_words_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_archive_consents" ADD CONSTRAINT "sandbox_archive_consents_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_archive_messages" ADD CONSTRAINT "sandbox_archive_messages_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_tenant_sent_idx" ON "chat_messages" USING btree ("tenant_id","sent_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chat_messages_tenant_employee_idx" ON "chat_messages" USING btree ("tenant_id","employee_id","sent_at");--> statement-breakpoint
CREATE INDEX "chat_messages_tenant_customer_idx" ON "chat_messages" USING btree ("tenant_id","customer_id","sent_at");--> statement-breakpoint
CREATE INDEX "chat_messages_tenant_group_idx" ON "chat_messages" USING btree ("tenant_id","group_id","sent_at");--> statement-breakpoint
CREATE INDEX "chat_sensitive_hits_tenant_at_idx" ON "chat_sensitive_hits" USING btree ("tenant_id","hit_at" DESC NULLS LAST);