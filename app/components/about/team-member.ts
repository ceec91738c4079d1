/** A team member as the about page and the team manager show them. */
export type TeamCardMember = {
  id: string;
  name: string;
  role: string;
  bio: string;
  imageUrl: string | null;
  /** The portrait's alternative text ("" decorative); none: 'Portrait of {name}'. */
  imageAlt: string | null;
  isActive: boolean;
  /** What an editor's save names as the version it started from. */
  version: number;
};

/** What a portrait says to screen readers: the words written for it, else whose it is. */
export function portraitAlt(member: Pick<TeamCardMember, "name" | "imageAlt">) {
  return member.imageAlt ?? `Portrait of ${member.name}`;
}
