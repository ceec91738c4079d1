import type { z } from "zod";
import type { ToastOptions } from "~/components/ui/toast";
import { CaseFieldsSchema, MaterialSchema } from "~/forms/case-study";
import { TeamMemberSchema } from "~/forms/team-member";
import { announceProjectChange, CASE_MESSAGES, LOGO_MESSAGES, MATERIAL_MESSAGES, PROJECT_MESSAGES, TEAM_MESSAGES } from "./messages";

type Notice = Omit<ToastOptions, "variant">;

/**
 * A kind of record the administrators manage in place (case study, material, team member,
 * intro logo), declared once: where its writes go, how its versions and editors are named,
 * and what its notices say (docs/product.md section 8). The editors and lists take the rest
 * from useRecordEditor and the list hooks (use-record-list.ts).
 */
export type RecordKind = {
  /** The action its saves, deletes and reorders post to. */
  action: string;
  /** Names one record in revisions and presence (`case:<id>`), and picks its History preview. */
  item: "case" | "team" | "logo";
  /** The action that restores a version; none: History only lists them. */
  restoreAction?: string;
  /** Runs after each change of it in this tab (see announceProjectChange). */
  afterChange?: () => void;
  deleted: string;
  deleteFailed: string;
  reordered?: string;
  reorderFailed?: string;
};

/** How revisions and presence name one record of a kind ("case:<id>"). */
export const recordItem = (kind: RecordKind, id: string | undefined) => `${kind.item}:${id}`;

/** A kind with an editor: its form is checked with the schema its action checks again. */
export type EditableRecordKind = RecordKind & {
  schema: z.ZodType;
  /** What a conflict shows of the other administrator's version: label and field name. */
  conflictFields: ReadonlyArray<readonly [label: string, name: string]>;
  saved: (isNew: boolean, result: Record<string, unknown>) => Notice;
  saveFailed: (isNew: boolean, error: string) => Notice;
};

export const CASE_RECORD: EditableRecordKind = {
  action: "/api/cases",
  item: "case",
  restoreAction: "/api/cases",
  afterChange: announceProjectChange,
  deleted: PROJECT_MESSAGES.deleted,
  deleteFailed: PROJECT_MESSAGES.deleteFailed,
  schema: CaseFieldsSchema,
  conflictFields: [
    ["Title", "title"],
    ["Client", "clientName"],
    ["Category", "category"],
    ["Description", "description"],
    ["Tags", "tags"],
  ],
  saved: () => ({ title: CASE_MESSAGES.saved }),
  saveFailed: (_, error) => ({ title: CASE_MESSAGES.saveFailed, description: error }),
};

/** A material is a case study: its versions and its presence are the case's. */
export const MATERIAL_RECORD: EditableRecordKind = {
  ...CASE_RECORD,
  action: "/api/materials",
  deleted: MATERIAL_MESSAGES.deleted,
  deleteFailed: MATERIAL_MESSAGES.deleteFailed,
  schema: MaterialSchema,
  conflictFields: [
    ["Title", "title"],
    ["Client name", "clientName"],
    ["Description", "description"],
    ["Category", "category"],
    ["Tags", "tags"],
  ],
  saved: (_, result) => ({
    title: MATERIAL_MESSAGES.success,
    description: result.created ? MATERIAL_MESSAGES.created : MATERIAL_MESSAGES.updated,
  }),
  saveFailed: () => ({ title: MATERIAL_MESSAGES.error, description: MATERIAL_MESSAGES.saveFailed }),
};

export const TEAM_RECORD: EditableRecordKind = {
  action: "/api/team",
  item: "team",
  restoreAction: "/api/team",
  deleted: TEAM_MESSAGES.removed,
  deleteFailed: TEAM_MESSAGES.removeFailed,
  reordered: TEAM_MESSAGES.updated,
  reorderFailed: TEAM_MESSAGES.updateFailed,
  schema: TeamMemberSchema,
  conflictFields: [
    ["Name", "name"],
    ["Role", "role"],
    ["Bio", "bio"],
    ["Shown", "isActive"],
  ],
  saved: (isNew) => ({ title: isNew ? TEAM_MESSAGES.added : TEAM_MESSAGES.updated }),
  saveFailed: (isNew, error) => ({ title: isNew ? TEAM_MESSAGES.addFailed : TEAM_MESSAGES.updateFailed, description: error }),
};

/** A logo is added, described and deleted: its history says who did what, and brings its words back. */
export const LOGO_RECORD: RecordKind = {
  action: "/api/intro-logos",
  item: "logo",
  restoreAction: "/api/intro-logos",
  deleted: LOGO_MESSAGES.deleted,
  deleteFailed: LOGO_MESSAGES.deleteFailed,
  reorderFailed: LOGO_MESSAGES.addFailed,
};
