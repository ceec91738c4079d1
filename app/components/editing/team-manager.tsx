import { useEffect, useRef, useState, type FormEvent } from "react";
import { EyeOff, History, Pencil, Trash2, Upload, UserPlus } from "~/components/ui/icons";
import type { TeamCardMember } from "~/components/about/team-grid";
import { FormAlert } from "~/components/admin/field";
import { toast } from "~/components/ui/toast";
import { fieldErrors, formValues, type FieldErrors, type RecordConflict } from "~/forms/form-data";
import { checkImageFile } from "~/forms/image-file";
import { TeamMemberSchema } from "~/forms/team-member";
import { HISTORY_MESSAGES, HistoryDialog } from "./history-dialog";
import { TEAM_MESSAGES } from "./messages";
import { OthersEditing, useAnnounceEditing } from "./presence";
import { RecordConflictPanel } from "./record-conflict";
import { AdminButton } from "./ui/admin-button";
import { AdminDialog } from "./ui/admin-dialog";
import { ConfirmDialog } from "./ui/confirm-dialog";
import { Input, Switch, Textarea } from "./ui/fields";
import { ImagePicker } from "./ui/image-picker";
import { SortableList } from "./ui/sortable-list";
import { toastDeleted } from "./undo-delete";
import { useAdminAction } from "./use-admin-action";

/**
 * The team grid in edit mode (docs/product.md sections 2, 5 and 8): add, edit and remove members
 * (removal asks first, in the site's own dialog), put them in order, hide one for a while.
 */
export default function TeamManager({ members }: { members: TeamCardMember[] }) {
  const [editing, setEditing] = useState<TeamCardMember | "new" | null>(null);
  const [removing, setRemoving] = useState<TeamCardMember | null>(null);
  const [historyOf, setHistoryOf] = useState<TeamCardMember | null>(null);
  const restoring = useAdminAction("/api/team", {
    onSuccess: () => {
      setHistoryOf(null);
      toast({ title: HISTORY_MESSAGES.restored });
    },
    onError: (result) => toast({ title: HISTORY_MESSAGES.failed, description: result.error, variant: "destructive" }),
  });
  const deleting = useAdminAction<{ undo?: string }>("/api/team", {
    onSuccess: (result) => toastDeleted(TEAM_MESSAGES.removed, result),
    onError: (result) => toast({ title: TEAM_MESSAGES.removeFailed, description: result.error, variant: "destructive" }),
  });
  const ordering = useAdminAction("/api/team", {
    onSuccess: () => toast({ title: TEAM_MESSAGES.updated }),
    onError: (result) => toast({ title: TEAM_MESSAGES.updateFailed, description: result.error, variant: "destructive" }),
  });

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
        getId={(member) => member.id}
        getLabel={(member) => member.name}
        onReorder={(ids) => void ordering.submit({ intent: "reorder", ids })}
        disabled={ordering.busy}
        className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        renderItem={(member, handle) => (
          <article
            data-testid="team-card"
            className="flex h-full flex-col overflow-hidden rounded-3xl border border-border bg-card shadow-sm"
          >
            <div className="relative aspect-square bg-muted">
              {member.imageUrl ? (
                <img src={member.imageUrl} alt={`Portrait of ${member.name}`} className="size-full object-cover object-[center_35%]" />
              ) : (
                <div aria-hidden="true" className="flex size-full items-center justify-center bg-gradient-brand font-display text-6xl font-bold text-white">
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
              <h3 className="font-display text-xl font-bold">{member.name}</h3>
              <OthersEditing item={`team:${member.id}`} className="mt-1 w-fit" />
              <p className="mt-1 text-sm font-semibold text-primary">{member.role}</p>
              <p className="mt-3 line-clamp-3 text-sm text-muted-foreground">{member.bio}</p>
              <div className="mt-auto flex flex-wrap gap-2 pt-4">
                <AdminButton onClick={() => setEditing(member)} aria-label={`Edit ${member.name}`}>
                  <Pencil /> Edit
                </AdminButton>
                <AdminButton onClick={() => setHistoryOf(member)} aria-label={`History of ${member.name}`}>
                  <History /> History
                </AdminButton>
                <AdminButton variant="danger" disabled={deleting.busy} onClick={() => setRemoving(member)} aria-label={`Remove ${member.name}`}>
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

      <HistoryDialog
        open={historyOf !== null}
        onOpenChange={(open) => !open && setHistoryOf(null)}
        item={`team:${historyOf?.id ?? ""}`}
        title={historyOf?.name ?? ""}
        kind="team"
        busy={restoring.busy}
        onRestore={(revision) => historyOf && void restoring.submit({ intent: "restore", id: historyOf.id, revision })}
      />

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove team member"
        message={TEAM_MESSAGES.confirmRemove}
        confirmLabel="Remove"
        onConfirm={() => removing && void deleting.submit({ intent: "delete", id: removing.id })}
      />
    </div>
  );
}

/** What a conflict shows of the other administrator's version of a member. */
const CONFLICT_FIELDS = [
  ["Name", "name"],
  ["Role", "role"],
  ["Bio", "bio"],
  ["Shown", "isActive"],
] as const;

function TeamMemberForm({ member, onDone }: { member: TeamCardMember | null; onDone: () => void }) {
  const [portrait, setPortrait] = useState<File | null>(null);
  const [removePortrait, setRemovePortrait] = useState(false);
  const [shown, setShown] = useState(member?.isActive ?? true);
  const [preview, setPreview] = useState<string | null>(member?.imageUrl ?? null);
  const [errors, setErrors] = useState<FieldErrors>({});
  // The version the form opened on; live updates change `member`, not what we started from.
  const [startVersion] = useState(member?.version);
  useAnnounceEditing(`team:${member?.id}`, member !== null);
  const [conflict, setConflict] = useState<RecordConflict | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!portrait) {
      setPreview(removePortrait ? null : (member?.imageUrl ?? null));
      return;
    }
    const url = URL.createObjectURL(portrait);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [portrait, removePortrait, member]);

  const saving = useAdminAction("/api/team", {
    onSuccess: () => {
      toast({ title: member ? TEAM_MESSAGES.updated : TEAM_MESSAGES.added });
      onDone();
    },
    onError: (result) => {
      if (result.conflict) {
        setConflict(result.conflict as RecordConflict);
        return;
      }
      setErrors({ ...result.fieldErrors, form: result.fieldErrors ? undefined : result.error });
      toast({
        title: member ? TEAM_MESSAGES.updateFailed : TEAM_MESSAGES.addFailed,
        description: result.error,
        variant: "destructive",
      });
    },
  });

  // `version`: the one the save is based on (theirs, when overwriting knowingly).
  const submit = (version: number | undefined) => {
    if (!formRef.current) return;
    const form = new FormData(formRef.current);
    if (portrait) form.set("portrait", portrait);
    form.set("removePortrait", String(removePortrait));
    const parsed = TeamMemberSchema.safeParse(formValues(form));
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    void saving.submit(member ? { intent: "update", id: member.id, version } : { intent: "add" }, form);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(startVersion);
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="grid gap-4">
      <Input label="Name" name="name" defaultValue={member?.name ?? ""} error={errors.name} required maxLength={120} />
      <Input label="Role" name="role" defaultValue={member?.role ?? ""} error={errors.role} maxLength={120} />
      <Textarea label="Bio" name="bio" defaultValue={member?.bio ?? ""} error={errors.bio} rows={4} />
      <div className="flex items-center gap-4">
        <div className="size-20 shrink-0 overflow-hidden rounded-2xl bg-muted">
          {preview ? <img src={preview} alt="Portrait preview" className="size-full object-cover" /> : null}
        </div>
        <div className="grid gap-2">
          <ImagePicker
            inputLabel="Upload a portrait"
            className="w-fit"
            onFiles={([file]) => {
              const problem = checkImageFile(file);
              if (problem) toast({ title: problem, variant: "destructive" });
              else {
                setPortrait(file);
                setRemovePortrait(false);
              }
            }}
          >
            <Upload /> {portrait ? `Chosen: ${portrait.name}` : "Upload portrait"}
          </ImagePicker>
          {preview ? (
            <AdminButton
              variant="ghost"
              className="w-fit"
              onClick={() => {
                setPortrait(null);
                setRemovePortrait(true);
              }}
            >
              <Trash2 /> Remove portrait
            </AdminButton>
          ) : null}
          {errors.portrait ? <p className="text-xs font-medium text-red-600 dark:text-red-400">{errors.portrait}</p> : null}
        </div>
      </div>
      <Switch
        label="Shown on the about page"
        description="Turn off to hide this member without removing them."
        checked={shown}
        onCheckedChange={setShown}
        name="isActive"
      />
      <FormAlert message={errors.form} />
      {conflict ? (
        <RecordConflictPanel
          conflict={conflict}
          fields={CONFLICT_FIELDS}
          busy={saving.busy}
          onKeepTheirs={onDone}
          onOverwrite={() => submit(conflict.version)}
        />
      ) : null}
      <div className="flex justify-end gap-2 pt-2">
        <AdminButton size="md" onClick={onDone}>
          Cancel
        </AdminButton>
        <AdminButton type="submit" variant="primary" size="md" disabled={saving.busy}>
          {saving.busy ? "Saving…" : member ? "Save" : "Add member"}
        </AdminButton>
      </div>
    </form>
  );
}
