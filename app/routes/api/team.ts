import type { Route } from "./+types/team";
import { TeamActionSchema, type TeamMemberFields } from "~/forms/team-member";
import { fileBytes, IMAGE_MESSAGES, MAX_IMAGE_BYTES } from "~/forms/image-file";
import { adminAction } from "./admin-action.server";
import { addTeamMember, deleteTeamMember, reorderTeamMembers, restoreTeamMember, updateTeamMember } from "~/models/team-members.server";
import { appContext } from "~/context.server";

/** Team members of the about page: add, edit, remove, reorder, restore a version. Administrators only. */
export async function action(args: Route.ActionArgs) {
  const store = args.context.get(appContext);
  const member = async ({ name, role, bio, isActive, portrait, portraitPicture, portraitAlt, removePortrait }: TeamMemberFields) => ({
    name,
    role,
    bio,
    isActive,
    removePortrait,
    portrait: portrait ? await fileBytes(portrait) : undefined,
    portraitPicture,
    portraitAlt,
  });
  return adminAction(
    args,
    TeamActionSchema,
    async (input, by) => {
      switch (input.intent) {
        case "add": {
          const added = await addTeamMember(store, by, await member(input));
          return { id: added.id };
        }
        case "update":
          await updateTeamMember(store, by, input.id, { ...(await member(input)), version: input.version });
          return { id: input.id };
        case "restore":
          await restoreTeamMember(store, by, input.id, input.revision);
          return { id: input.id };
        case "delete":
          return { undo: await deleteTeamMember(store, by, input.id) };
        case "reorder":
          await reorderTeamMembers(store, by, input.ids);
          return {};
      }
    },
    { maxBytes: MAX_IMAGE_BYTES + 64 * 1024, tooLarge: IMAGE_MESSAGES.tooLarge },
  );
}
