import { useState } from "react";
import { EyeOff, History, Pencil, Trash2, Upload, UserPlus } from "~/components/ui/icons";
import { portraitAlt, type TeamCardMember } from "~/components/about/team-member";
import type { LibraryPicture } from "~/models/picture-library.server";
import { framedStyle, useFramingMap } from "~/lib/framing";
import { FramingButton } from "./framing-dialog";
import { HistoryDialog } from "./history-dialog";
import { TEAM_MESSAGES } from "./messages";
import { DraftMarker } from "~/components/drafts/draft-marker";
import { OthersEditing } from "./presence";
import { RecordEditorForm } from "./record-editor-form";
import { recordItem, TEAM_RECORD } from "./record-kinds";
import { AdminButton } from "./ui/admin-button";
import { AdminDialog } from "./ui/admin-dialog";
import { ConfirmDialog } from "./ui/confirm-dialog";
import { Input, Switch, Textarea } from "./ui/fields";
import { altDraftOf, AltTextFields, altValue } from "./ui/alt-text-fields";
import { ImagePicker, useObjectUrl } from "./ui/image-picker";
import { LibraryButton, PictureLibrary } from "./ui/picture-library";
import { SortableList } from "./ui/sortable-list";
import { useRecordEditor } from "./use-record-editor";
import { useRecordDelete, useRecordHistory, useRecordReorder } from "./use-record-list";

/**
 * The team grid in edit mode (docs/product.md sections 2, 5 and 8): add, edit and remove members
 * (removal asks first, in the site's own dialog), put them in order, hide one for a while.
 */
export default function TeamManager({ members }: { members: TeamCardMember[] }) {
  const [editing, setEditing] = useState<TeamCardMember | "new" | null>(null);
  const [removing, setRemoving] = useState<TeamCardMember | null>(null);
  const history = useRecordHistory(TEAM_RECORD);
  const deleting = useRecordDelete(TEAM_RECORD);
  const reorder = useRecordReorder(TEAM_RECORD);
  const framing = useFramingMap();

  return (
    <div className="mt-14" data-testid="team-manager">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">Drag a card by its handle to change the order.</p>
        <AdminButton variant="primary" size="md" onClick={() => setEditing("new")}>
          <UserPlus /> Add Team Member
        </AdminButton>
      </div>
      <SortableList
        label="Team members"
        items={members}
        getLabel={(member) => member.name}
        {...reorder}
        className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        renderItem={(member, handle) => (
          <article
            data-testid="team-card"
            className="flex h-full flex-col overflow-hidden rounded-3xl border border-border bg-card shadow-sm"
          >
            <div className="relative aspect-square bg-muted">
              {member.imageUrl ? (
                <img
                  src={member.imageUrl}
                  alt={portraitAlt(member)}
                  className="size-full object-cover object-[center_35%]"
                  style={framedStyle(framing, member.imageUrl)}
                />
              ) : (
                <div
                  aria-hidden="true"
                  className="flex size-full items-center justify-center bg-gradient-brand font-display text-6xl font-bold text-white"
                >
                  {member.name.slice(0, 1).toUpperCase()}
                </div>
              )}
              <div className="absolute top-3 left-3">{handle}</div>
              {member.isActive ? null : (
                <span className="absolute top-3 right-3 inline-flex items-center gap-1 rounded-full bg-black/70 px-2.5 py-1 text-xs font-semibold text-white">
                  <EyeOff className="size-3" /> Hidden
                </span>
              )}
            </div>
            <div className="flex flex-1 flex-col p-5">
              <h3 className="font-display text-xl font-bold">
                {member.name}
                <DraftMarker places={[recordItem(TEAM_RECORD, member.id)]} />
              </h3>
              <OthersEditing item={recordItem(TEAM_RECORD, member.id)} className="mt-1 w-fit" />
              <p className="mt-1 text-sm font-semibold text-primary">{member.role}</p>
              <p className="mt-3 line-clamp-3 text-sm text-muted-foreground">{member.bio}</p>
              <div className="mt-auto flex flex-wrap gap-2 pt-4">
                <AdminButton onClick={() => setEditing(member)} aria-label={`Edit ${member.name}`}>
                  <Pencil /> Edit
                </AdminButton>
                <AdminButton onClick={() => history.show(member.id, member.name)} aria-label={`History of ${member.name}`}>
                  <History /> History
                </AdminButton>
                {member.imageUrl ? <FramingButton url={member.imageUrl} name={`the portrait of ${member.name}`} /> : null}
                <AdminButton
                  variant="danger"
                  disabled={deleting.busy}
                  onClick={() => setRemoving(member)}
                  aria-label={`Remove ${member.name}`}
                >
                  <Trash2 /> Remove
                </AdminButton>
              </div>
            </div>
          </article>
        )}
      />
      {members.length === 0 ? (
        <p className="rounded-3xl border border-dashed border-border p-10 text-center text-muted-foreground">No team members yet.</p>
      ) : null}

      <AdminDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing === "new" ? "Add Team Member" : "Edit Team Member"}
        description="Name, role, bio and portrait, as the about page shows them."
      >
        {editing ? (
          <TeamMemberForm
            key={editing === "new" ? "new" : editing.id}
            member={editing === "new" ? null : editing}
            onDone={() => setEditing(null)}
          />
        ) : null}
      </AdminDialog>

      <HistoryDialog {...history.dialog} />

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove team member"
        message={TEAM_MESSAGES.confirmRemove}
        confirmLabel="Remove"
        onConfirm={() => removing && deleting.remove(removing.id)}
      />
    </div>
  );
}

function TeamMemberForm({ member, onDone }: { member: TeamCardMember | null; onDone: () => void }) {
  const [portrait, setPortrait] = useState<File | null>(null);
  const [fromLibrary, setFromLibrary] = useState<LibraryPicture | null>(null);
  const [browsing, setBrowsing] = useState(false);
  const [removePortrait, setRemovePortrait] = useState(false);
  const [alt, setAlt] = useState(() => altDraftOf(member?.imageAlt));
  const [shown, setShown] = useState(member?.isActive ?? true);
  const preview = useObjectUrl(portrait) ?? fromLibrary?.url ?? (removePortrait ? null : (member?.imageUrl ?? null));
  const choose = (file: File | null, picture: LibraryPicture | null) => {
    setPortrait(file);
    setFromLibrary(picture);
    setRemovePortrait(!file && !picture);
    setBrowsing(false);
    // Words written for one picture never describe another.
    setAlt(altDraftOf(picture?.alt));
  };
  const editor = useRecordEditor(TEAM_RECORD, {
    record: member,
    saveFields: (version) => (member ? { intent: "update", id: member.id, version } : { intent: "add" }),
    complete: (form) => {
      if (portrait) form.set("portrait", portrait);
      if (fromLibrary) form.set("portraitPicture", fromLibrary.url);
      form.set("removePortrait", String(removePortrait));
      const words = altValue(alt);
      if (preview && words !== null) form.set("portraitAlt", words);
    },
    onSaved: onDone,
  });
  const { errors } = editor;

  return (
    <RecordEditorForm editor={editor} saveLabel={member ? "Save" : "Add member"} onCancel={onDone} inDialog className="grid gap-4">
      <Input label="Name" name="name" defaultValue={member?.name ?? ""} error={errors.name} required maxLength={120} />
      <Input label="Role" name="role" defaultValue={member?.role ?? ""} error={errors.role} maxLength={120} />
      <Textarea label="Bio" name="bio" defaultValue={member?.bio ?? ""} error={errors.bio} rows={4} />
      <div className="flex items-center gap-4">
        <div className="size-20 shrink-0 overflow-hidden rounded-2xl bg-muted">
          {preview ? <img src={preview} alt="Portrait preview" className="size-full object-cover" /> : null}
        </div>
        <div className="grid gap-2">
          <div className="flex flex-wrap gap-2">
            <ImagePicker inputLabel="Upload a portrait" className="w-fit" onImage={(file) => choose(file, null)}>
              <Upload /> {portrait ? `Chosen: ${portrait.name}` : "Upload portrait"}
            </ImagePicker>
            <LibraryButton size="md" open={browsing} onToggle={() => setBrowsing(!browsing)} />
          </div>
          {preview ? (
            <AdminButton variant="ghost" className="w-fit" onClick={() => choose(null, null)}>
              <Trash2 /> Remove portrait
            </AdminButton>
          ) : null}
          {errors.portrait ? <p className="text-xs font-medium text-red-600 dark:text-red-400">{errors.portrait}</p> : null}
        </div>
      </div>
      {browsing ? <PictureLibrary onChoose={(picture) => choose(null, picture)} /> : null}
      {preview ? (
        <AltTextFields
          label="Alt text of the portrait"
          draft={alt}
          onChange={setAlt}
          placeAlt={`Portrait of ${member?.name || "the member"}`}
        />
      ) : null}
      {errors.portraitAlt || errors.portraitPicture ? (
        <p className="text-xs font-medium text-red-600 dark:text-red-400">{errors.portraitAlt ?? errors.portraitPicture}</p>
      ) : null}
      <Switch
        label="Shown on the about page"
        description="Turn off to hide this member without removing them."
        checked={shown}
        onCheckedChange={setShown}
        name="isActive"
      />
    </RecordEditorForm>
  );
}
