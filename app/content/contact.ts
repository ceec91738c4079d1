import { defineSection } from "./slot";

/** Editable texts of the contact section (home), the contact form and the /contact page. */

export const contactSection = defineSection("contact", {
  subtitle: ["text", "Get In Touch"],
  title: ["title", "Let's Create Something Amazing Together"],
  description: [
    "description",
    "Tell us about your brand, your goals and your timeline. We reply to every message within one business day.",
  ],
});

export const contactForm = defineSection("contact-form", {
  title: ["title", "Send Us a Message"],
  nameLabel: ["text", "Full Name"],
  namePlaceholder: ["text", "Jane Smith"],
  emailLabel: ["text", "Email"],
  emailPlaceholder: ["text", "jane@company.com"],
  companyLabel: ["text", "Company"],
  companyPlaceholder: ["text", "Your company (optional)"],
  optional: ["text", "Optional"],
  messageLabel: ["text", "Message"],
  messagePlaceholder: ["text", "Tell us about your project, goals and timeline..."],
  submit: ["text", "Send Message"],
  sent: ["text", "Your email app should now open with your message ready to send. Thank you, we will be in touch soon!"],
});

export const contactDetails = defineSection("contact-details", {
  title: ["title", "Contact Information"],
  text: ["description", "Prefer to talk? Call, write or drop by the studio. We love meeting people with bold ideas."],
  phoneLabel: ["text", "Phone"],
  emailLabel: ["text", "Email"],
  officeLabel: ["text", "Office"],
  hoursLabel: ["text", "Office Hours"],
  whatsappLabel: ["text", "WhatsApp"],
  whatsappCta: ["text", "Chat on WhatsApp"],
  whatsappMessage: ["text", "Hello! I would like to talk about a project."],
});

export const contactPage = defineSection("contact-page", {
  subtitle: ["text", "Contact Us"],
  title: ["title", "Let's Talk About"],
  titleHighlight: ["title", "Your Next Project"],
  description: [
    "description",
    "Whether you need a new brand, a campaign that performs or a website that sells, we would love to hear from you.",
  ],
  quickTitle: ["title", "Prefer a quick chat?"],
  quickText: ["description", "Message us on WhatsApp and talk to a strategist directly, Monday to Saturday."],
});
