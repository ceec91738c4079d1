import { defineSection } from "./slot";

/**
 * The agency's facts: shown across the site, editable by an administrator like any text.
 * These defaults are the one place to change them in code.
 */
export const agency = defineSection("agency", {
  name: ["title", "Arkadomus"],
  tagline: ["text", "Creative & Digital Growth Agency"],
  phone: ["text", "+44 1632 960 123"],
  email: ["text", "hello@arkadomus.co.uk"],
  whatsapp: ["text", "447700900123"],
  officeCity: ["text", "Swindon"],
  officeAddress: ["text", "12 Regent Circus, Swindon SN1 1PX, United Kingdom"],
  hoursWeekdays: ["text", "Monday to Friday: 9:00 AM-6:00 PM"],
  hoursSaturday: ["text", "Saturday: 10:00 AM-2:00 PM"],
  hoursSunday: ["text", "Sunday: Closed"],
  publicityUrl: ["text", "https://broadcastsquare.co.uk"],
});

/** A wa.me link for a number written with or without spaces and '+'. */
export function whatsappLink(number: string, text?: string) {
  const digits = number.replace(/[^\d]/g, "");
  return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ""}`;
}
