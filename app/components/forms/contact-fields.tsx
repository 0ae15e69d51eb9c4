import { TextField } from "./field.tsx";

/**
 * The fields that say who is asking and how to reach them, the same on every enquiry form
 * (each form puts them in its own order). All required and marked with an asterisk.
 */
export function NameField() {
  return <TextField name="name" marked required autoComplete="name" />;
}

export function EmailField() {
  return <TextField name="email" type="email" marked required autoComplete="email" />;
}

export function PhoneField({ className }: { className?: string }) {
  return (
    <TextField name="phone" type="tel" marked required autoComplete="tel" className={className} />
  );
}

export function CompanyField() {
  return <TextField name="companyName" marked required autoComplete="organization" />;
}
