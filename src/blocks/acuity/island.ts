/** The Acuity block in the browser: the booking blocks' shared loading, fallback and preview-only behaviour. */
export { mount } from "../shared/mountBookingEmbed";
