/** The elements that show how long ago their data-date (epoch milliseconds) was. */
export const TIME_SINCE_SELECTOR = ".tsr-time-since";
