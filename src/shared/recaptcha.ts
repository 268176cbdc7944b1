// The Content-Security-Policy allows these origins only when the site has keys: the script loads more
// script from gstatic and runs its check in a frame from google.com.
export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';

export const RECAPTCHA_ORIGINS = {
  script: ['https://www.google.com', 'https://www.gstatic.com'],
  frame: ['https://www.google.com'],
} as const;
