-- AlterTable
ALTER TABLE "calls" ADD COLUMN     "recording_deleted_at" TIMESTAMP(3);
