import type { Role } from "@/shared/constants";

export interface Profile {
  id: string;
  email: string;
  /** ISO timestamp of account creation. */
  memberSince: string;
  fullName: string;
  phone: string;
  address: string;
  preferences: string;
  role: Role;
  profilePic: string | null;
}
