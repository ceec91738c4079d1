const longUsDate = new Intl.DateTimeFormat("en-US", {
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** 'March 15, 2024'; in UTC so that the server and the browser print the same day. */
export function formatCaseDate(value: string | Date) {
  return longUsDate.format(new Date(value));
}
