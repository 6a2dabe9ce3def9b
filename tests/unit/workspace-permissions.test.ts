import { describe, expect, it } from "vitest";
import {
  PERMISSIONS,
  ROLES,
  ROLE_PERMISSIONS,
  canManageRole,
  isRole,
  roleCan,
  type Permission,
  type Role,
} from "../../src/contracts/workspaces/permissions";

const table = (role: Role) => PERMISSIONS.filter((p) => roleCan(role, p));

describe("workspace permissions", () => {
  it("gives the owner everything, and only the owner deletes the workspace", () => {
    expect(table("owner")).toEqual([...PERMISSIONS]);
    expect(ROLES.filter((r) => roleCan(r, "workspace.delete"))).toEqual(["owner"]);
  });

  it("lets every role read the content, and nobody below the editor write it", () => {
    for (const role of ROLES) expect(roleCan(role, "content.read"), role).toBe(true);
    const writes: Permission[] = ["post.write", "post.schedule", "media.write", "note.write", "strategy.write"];
    for (const role of ["reviewer", "client"] as const)
      for (const p of writes) expect(roleCan(role, p), `${role} ${p}`).toBe(false);
  });

  it("keeps the workspace's settings (members, LinkedIn, the AI server) to the owner and admins", () => {
    for (const p of ["members.manage", "linkedin.connect", "ai.configure", "workspace.manage"] as const)
      expect(
        ROLES.filter((r) => roleCan(r, p)),
        p,
      ).toEqual(["owner", "admin"]);
  });

  it("lets reviewers and clients approve, and editors not approve their own work", () => {
    expect(ROLES.filter((r) => roleCan(r, "post.approve"))).toEqual(["owner", "admin", "reviewer", "client"]);
  });

  it("names each permission once per role, and only known ones", () => {
    for (const role of ROLES) {
      const list = ROLE_PERMISSIONS[role];
      expect(new Set(list).size, role).toBe(list.length);
      for (const p of list) expect(PERMISSIONS).toContain(p);
    }
  });

  it("lets a member manage only lower roles, and only with members.manage", () => {
    expect(canManageRole("owner", "admin")).toBe(true);
    expect(canManageRole("owner", "owner")).toBe(false);
    expect(canManageRole("admin", "editor")).toBe(true);
    expect(canManageRole("admin", "admin")).toBe(false);
    expect(canManageRole("admin", "owner")).toBe(false);
    for (const role of ["editor", "reviewer", "client"] as const)
      for (const target of ROLES) expect(canManageRole(role, target), `${role} -> ${target}`).toBe(false);
  });

  it("recognises a role from untrusted input", () => {
    expect(ROLES.every(isRole)).toBe(true);
    for (const v of ["Owner", "", null, undefined, 1, "superuser", ["owner"]]) expect(isRole(v)).toBe(false);
  });
});
