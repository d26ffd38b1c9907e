-- AlterTable
ALTER TABLE "users" ADD COLUMN     "first_name" TEXT;

-- AlterTable
ALTER TABLE "phone_numbers" ADD COLUMN     "digest_time" TEXT NOT NULL DEFAULT '18:00',
ADD COLUMN     "update_mode" TEXT NOT NULL DEFAULT 'each_call';

-- AlterTable
ALTER TABLE "family_notes" ADD COLUMN     "delivered_call_id" UUID;

-- AlterTable
ALTER TABLE "alerts" ADD COLUMN     "provider_message_id" TEXT;
