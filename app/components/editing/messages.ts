import type { ProjectEventDetail } from "~/realtime/use-live-updates";

/**
 * What the administrators' tools say (docs/product.md section 8, word for word, the case
 * editor's wording included, which the team decided there). The server's reason, when there
 * is one, goes under the title.
 */
export const CASE_MESSAGES = {
  saved: "Case study saved successfully!",
  saveFailed: "Could not save case study.",
  added: "New case study added successfully!",
  addFailed: "Could not add case study.",
  imageUpdated: "Project image updated successfully!",
  imageFailed: "Failed to update project image",
  imagesUpdated: "Project images updated successfully!",
  imagesFailed: "Failed to update images.",
  imageRemoved: "Image removed",
  featuredUpdated: "Featured image updated",
} as const;

export const PROJECT_MESSAGES = {
  added: "New project added successfully!",
  addFailed: "Could not add project.",
  deleted: "Project deleted successfully!",
  deleteFailed: "Could not delete project.",
} as const;

export const MATERIAL_MESSAGES = {
  success: "Success",
  updated: "Material updated successfully",
  created: "Material created successfully",
  error: "Error",
  saveFailed: "Failed to save material",
  deleted: "Material deleted successfully",
  deleteFailed: "Failed to delete material",
  hint: "Supported formats: JPEG, PNG, WebP, GIF. Max size: 5MB",
  /** Another site's picture is fetched by the server on save (app/storage/picture-address.server.ts). */
  fetchedOnSave: "The picture at this address is fetched and kept on this site when you save.",
} as const;

export const TEAM_MESSAGES = {
  updated: "Team member updated successfully",
  updateFailed: "Failed to update team member",
  added: "Team member added",
  addFailed: "Failed to add team member",
  removed: "Team member removed",
  removeFailed: "Failed to delete team member",
  confirmRemove: "Are you sure you want to remove this team member?",
} as const;

export const LOGO_MESSAGES = {
  added: "Logo added successfully",
  addFailed: "Failed to upload logo",
  deleted: "Logo deleted",
  deleteFailed: "Failed to delete logo",
} as const;

/**
 * docs/product.md section 4: after a change to case studies, the page's other scripts hear
 * of it. This tab has read its data again already (the write's own reload), so its own
 * listeners let these pass.
 */
export function announceProjectChange() {
  const detail: ProjectEventDetail = { reloaded: true };
  window.dispatchEvent(new CustomEvent("project-updated", { detail }));
  window.dispatchEvent(new CustomEvent("portfolio-refresh", { detail }));
}
