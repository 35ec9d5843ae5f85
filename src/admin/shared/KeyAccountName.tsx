import { site } from '../../config/site';

/**
 * The account name a form with the publishing key gives a password manager: with the key's
 * field (type password, autocomplete current-password) the form is a sign-in form, so Chrome on
 * Android offers to keep the key once and fills it after. The key itself is never kept by us
 * beyond the browser session (publish-key.ts).
 */
export default function KeyAccountName() {
  return (
    <input
      type="text"
      name="username"
      autoComplete="username"
      value={`${site.name} (kunci publikasi)`}
      readOnly
      hidden
    />
  );
}
