import type { AccountOrder, StoredAddress } from "../../../../domain/api/siteUsers";
import { ACCOUNT_PATHS, CUSTOMER_SESSION_ISLAND } from "../../../../domain/people/accountPaths";
import { AccountField, AccountForm, AccountNotice } from "./AccountForms";
import type { AccountSubscription } from "../accountContents";
import { AccountSubscriptions } from "./AccountSubscriptions";
import type { AccountDonations as Donations } from "../accountDonations";
import { AccountDonations } from "./AccountDonations";
import type { AccountMembership } from "../../memberAreas/accountMemberships";
import { filledIn, type StoreTexts } from "../../../../domain/translations/storeTexts";

/** What the account page shows. */
export interface AccountPageProps {
  email: string;
  crumb: string;
  orders: AccountOrder[];
  addresses: StoredAddress[];
  subscriptions: AccountSubscription[];
  donations: Donations;
  memberships: AccountMembership[];
  /** Problems of the last address added, with what was typed. */
  addressErrors: Record<string, string>;
  /** The page's language (its days are written in it) and the store's words in it. */
  locale: string;
  texts: StoreTexts;
  /** The home page in the page's language, where signing out lands. */
  homeHref: string;
}

/** A section that is empty for now, saying so in plain words. */
function EmptySection({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <section className="tsr-account__section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p className="tsr-account__empty">{text}</p>
    </section>
  );
}

function Memberships({ memberships, texts }: { memberships: AccountMembership[]; texts: StoreTexts }) {
  if (memberships.length === 0) return <EmptySection id="memberships" title={texts.accountMemberships} text={texts.accountNoMemberships} />;
  return (
    <section className="tsr-account__section" id="memberships" aria-labelledby="memberships-title">
      <h2 id="memberships-title">{texts.accountMemberships}</h2>
      <ul className="tsr-account__list">
        {memberships.map((membership) => (
          <li key={membership.id} className="tsr-account__order" data-membership-id={membership.id}>
            <span className="tsr-account__order-lines">{membership.areaName}</span>
            <span>{membership.planName}</span>
            <span className="tsr-account__order-total">{membership.price}</span>
            <span className="tsr-account__order-status">{membership.statusLabel}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Orders({ orders, texts }: { orders: AccountOrder[]; texts: StoreTexts }) {
  return (
    <section className="tsr-account__section" aria-labelledby="orders-title">
      <h2 id="orders-title">{texts.accountOrders}</h2>
      {orders.length === 0 ? (
        <p className="tsr-account__empty">{texts.accountNoOrders}</p>
      ) : (
        <ul className="tsr-account__list">
          {orders.map((order) => (
            <li key={order.id} className="tsr-account__order" data-order-id={order.id}>
              <span className="tsr-account__order-date">{order.createdAt.slice(0, 10)}</span>
              <span className="tsr-account__order-lines">{order.lines.map((line) => `${line.quantity} × ${line.name}`).join(", ")}</span>
              <span className="tsr-account__order-total">{order.total}</span>
              <span className="tsr-account__order-status">{order.status}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Addresses({ addresses, crumb, errors, texts }: { addresses: StoredAddress[]; crumb: string; errors: Record<string, string>; texts: StoreTexts }) {
  return (
    <section className="tsr-account__section" id="addresses" aria-labelledby="addresses-title">
      <h2 id="addresses-title">{texts.accountAddresses}</h2>
      {addresses.length === 0 ? <p className="tsr-account__empty">{texts.accountNoAddresses}</p> : null}
      <ul className="tsr-account__list">
        {addresses.map((address) => (
          <li key={address.id} className="tsr-account__address">
            <address>
              {[address.name, address.line1, address.line2, `${address.postalCode} ${address.city}`.trim(), address.region, address.country]
                .filter((part) => part)
                .join(", ")}
            </address>
            <form method="post" action={`${ACCOUNT_PATHS.addresses}/${address.id}/remove`}>
              <input type="hidden" name="crumb" value={crumb} />
              <button className="tsr-account__link-button" type="submit" aria-label={filledIn(texts.accountRemoveAddressOf, { name: address.name })}>
                {texts.accountRemove}
              </button>
            </form>
          </li>
        ))}
      </ul>
      {Object.keys(errors).length > 0 ? <AccountNotice kind="error">{texts.accountAddressNotAdded}</AccountNotice> : null}
      <details className="tsr-account__add" open={Object.keys(errors).length > 0 || addresses.length === 0}>
        <summary>{texts.accountAddAddress}</summary>
        <AccountForm action={ACCOUNT_PATHS.addresses} crumb={crumb} label={texts.accountAddAddress} button={texts.accountAddAddressButton}>
          <AccountField label={texts.accountName} name="name" autoComplete="name" error={errors.name} />
          <AccountField label={texts.accountStreet} name="line1" autoComplete="address-line1" error={errors.line1} />
          <AccountField label={texts.accountLine2} name="line2" autoComplete="address-line2" required={false} error={errors.line2} />
          <AccountField label={texts.accountCity} name="city" autoComplete="address-level2" error={errors.city} />
          <AccountField label={texts.accountRegion} name="region" autoComplete="address-level1" required={false} error={errors.region} />
          <AccountField label={texts.accountPostalCode} name="postalCode" autoComplete="postal-code" required={false} error={errors.postalCode} />
          <AccountField label={texts.accountCountryCode} name="country" autoComplete="country" error={errors.country} />
        </AccountForm>
      </details>
    </section>
  );
}

/** The signed-in customer's account in the page's language: orders, addresses, subscriptions, memberships, donations, and the sections still to come with their empty states. */
export function AccountPage(props: AccountPageProps) {
  const { texts } = props;
  return (
    <div className="tsr-container tsr-account" data-island={CUSTOMER_SESSION_ISLAND}>
      <div className="tsr-account__head">
        <h1>{texts.accountYours}</h1>
        <p className="tsr-account__who">{filledIn(texts.accountSignedInAs, { email: props.email })}</p>
        <form method="post" action={ACCOUNT_PATHS.signOut} className="tsr-account__sign-out" data-customer-sign-out="" data-landing={props.homeHref}>
          <input type="hidden" name="crumb" value={props.crumb} />
          <label className="tsr-account__check">
            <input type="checkbox" name="cloneCart" value="true" /> {texts.accountKeepCart}
          </label>
          <button className="tsr-button" type="submit">
            {texts.accountSignOut}
          </button>
        </form>
      </div>
      <Orders orders={props.orders} texts={texts} />
      <Addresses addresses={props.addresses} crumb={props.crumb} errors={props.addressErrors} texts={texts} />
      <AccountSubscriptions subscriptions={props.subscriptions} crumb={props.crumb} locale={props.locale} texts={texts} />
      <Memberships memberships={props.memberships} texts={texts} />
      <AccountDonations donations={props.donations} crumb={props.crumb} locale={props.locale} texts={texts} />
    </div>
  );
}
