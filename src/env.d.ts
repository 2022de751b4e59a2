/// <reference types="astro/client" />

// The build-time settings the site reads; astro.config.ts defines exactly these.
interface ImportMetaEnv {
  readonly SITE_URL: string;
  readonly SANITY_PROJECT_ID: string;
  readonly SANITY_DATASET: string;
  readonly WEB3FORMS_ACCESS_KEY: string;
  readonly HCAPTCHA_SITEKEY: string;
  /** "drafts" in the draft preview's build (`npm run drafts`), else empty. */
  readonly CONTENT_PREVIEW: string;
}
