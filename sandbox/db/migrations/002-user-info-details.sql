-- §3 User info: the other profile labels (middle name, gender, house number, contact language, document
-- series and number, registration address), as schemas/openapi/profile.yaml UserInfo carries them.
ALTER TABLE user_info ADD COLUMN middle_name TEXT NOT NULL DEFAULT '';
ALTER TABLE user_info ADD COLUMN gender TEXT NOT NULL DEFAULT '' CHECK (gender IN ('male', 'female', ''));
ALTER TABLE user_info ADD COLUMN house_number TEXT NOT NULL DEFAULT '';
ALTER TABLE user_info ADD COLUMN contact_language TEXT NOT NULL DEFAULT '';
ALTER TABLE user_info ADD COLUMN document_series TEXT NOT NULL DEFAULT '';
ALTER TABLE user_info ADD COLUMN document_number TEXT NOT NULL DEFAULT '';
ALTER TABLE user_info ADD COLUMN registration_address TEXT NOT NULL DEFAULT '';
