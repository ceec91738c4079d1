/** A team member as the about page and the team manager show them. */
export type TeamCardMember = {
  id: string;
  name: string;
  role: string;
  bio: string;
  imageUrl: string | null;
  isActive: boolean;
  /** What an editor's save names as the version it started from. */
  version: number;
};
