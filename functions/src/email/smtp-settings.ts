import { CONTACT_FROM, CONTACT_TO, SMTP_HOST, SMTP_PASSWORD, SMTP_PORT, SMTP_SECURE, SMTP_USER } from '../config/params.ts';

export interface SmtpSettings {
  host: string;
  port: number;
  /** Implicit TLS (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  /** Empty for servers without authentication (the local catcher). */
  user: string;
  password: string;
  from: string;
  to: string;
}

export function smtpSettingsFromParams(): SmtpSettings {
  return {
    host: SMTP_HOST.value(),
    port: SMTP_PORT.value(),
    secure: SMTP_SECURE.value(),
    user: SMTP_USER.value().trim(),
    password: SMTP_PASSWORD.value(),
    from: CONTACT_FROM.value(),
    to: CONTACT_TO.value(),
  };
}
