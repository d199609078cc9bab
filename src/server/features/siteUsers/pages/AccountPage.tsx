import type { AccountOrder, StoredAddress } from "../../../../domain/api/siteUsers";
import { ACCOUNT_PATHS, CUSTOMER_SESSION_ISLAND } from "../../../../domain/people/accountPaths";
import { AccountField, AccountForm, AccountNotice } from "./AccountForms";
import type { AccountSubscription } from "../accountContents";
import { AccountSubscriptions } from "./AccountSubscriptions";
import type { AccountDonations as Donations } from "../accountDonations";
import { AccountDonations } from "./AccountDonations";
import type { AccountMembership } from "../../memberAreas/accountMemberships";

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

function Memberships({ memberships }: { memberships: AccountMembership[] }) {
  if (memberships.length === 0) return <EmptySection id="memberships" title="Memberships" text="You have no memberships. Member areas you join show here." />;
  return (
    <section className="tsr-account__section" id="memberships" aria-labelledby="memberships-title">
      <h2 id="memberships-title">Memberships</h2>
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

function Orders({ orders }: { orders: AccountOrder[] }) {
  return (
    <section className="tsr-account__section" aria-labelledby="orders-title">
      <h2 id="orders-title">Orders</h2>
      {orders.length === 0 ? (
        <p className="tsr-account__empty">No orders yet. Orders you place while signed in show here.</p>
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

function Addresses({ addresses, crumb, errors }: { addresses: StoredAddress[]; crumb: string; errors: Record<string, string> }) {
  return (
    <section className="tsr-account__section" id="addresses" aria-labelledby="addresses-title">
      <h2 id="addresses-title">Addresses</h2>
      {addresses.length === 0 ? <p className="tsr-account__empty">No addresses kept yet. Add one below.</p> : null}
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
              <button className="tsr-account__link-button" type="submit" aria-label={`Remove the address of ${address.name}`}>
                Remove
              </button>
            </form>
          </li>
        ))}
      </ul>
      {Object.keys(errors).length > 0 ? <AccountNotice kind="error">The address was not added: see the fields below.</AccountNotice> : null}
      <details className="tsr-account__add" open={Object.keys(errors).length > 0 || addresses.length === 0}>
        <summary>Add an address</summary>
        <AccountForm action={ACCOUNT_PATHS.addresses} crumb={crumb} label="Add an address" button="Add address">
          <AccountField label="Name" name="name" autoComplete="name" error={errors.name} />
          <AccountField label="Street address" name="line1" autoComplete="address-line1" error={errors.line1} />
          <AccountField label="Apartment, suite (optional)" name="line2" autoComplete="address-line2" required={false} error={errors.line2} />
          <AccountField label="City" name="city" autoComplete="address-level2" error={errors.city} />
          <AccountField label="Region (optional)" name="region" autoComplete="address-level1" required={false} error={errors.region} />
          <AccountField label="Postal code (optional)" name="postalCode" autoComplete="postal-code" required={false} error={errors.postalCode} />
          <AccountField label="Country code (two letters, e.g. US)" name="country" autoComplete="country" error={errors.country} />
        </AccountForm>
      </details>
    </section>
  );
}

/** The signed-in customer's account: orders, addresses, subscriptions, memberships, donations, and the sections still to come with their empty states. */
export function AccountPage(props: AccountPageProps) {
  return (
    <div className="tsr-container tsr-account" data-island={CUSTOMER_SESSION_ISLAND}>
      <div className="tsr-account__head">
        <h1>Your account</h1>
        <p className="tsr-account__who">Signed in as {props.email}</p>
        <form method="post" action={ACCOUNT_PATHS.signOut} className="tsr-account__sign-out" data-customer-sign-out="">
          <input type="hidden" name="crumb" value={props.crumb} />
          <label className="tsr-account__check">
            <input type="checkbox" name="cloneCart" value="true" /> Keep my cart in this browser
          </label>
          <button className="tsr-button" type="submit">
            Sign out
          </button>
        </form>
      </div>
      <Orders orders={props.orders} />
      <Addresses addresses={props.addresses} crumb={props.crumb} errors={props.addressErrors} />
      <AccountSubscriptions subscriptions={props.subscriptions} crumb={props.crumb} />
      <Memberships memberships={props.memberships} />
      <AccountDonations donations={props.donations} crumb={props.crumb} />
    </div>
  );
}
