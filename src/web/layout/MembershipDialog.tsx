import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from "react";

interface MembershipDialogControls {
  openMembershipDialog(tab?: "login" | "signup"): void;
}

const MembershipDialogContext = createContext<MembershipDialogControls | null>(null);

export function useMembershipDialog(): MembershipDialogControls {
  const context = useContext(MembershipDialogContext);
  if (!context) throw new Error("useMembershipDialog must be used within a MembershipDialogProvider");
  return context;
}

// The dialog (forms, validation, tabs) is fetched the first time someone opens it, not with every page.
const MembershipDialogWindow = lazy(() => import("./MembershipDialogWindow.tsx"));

export function MembershipDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [tab, setTab] = useState<"login" | "signup">("login");
  const openMembershipDialog = useCallback((initialTab: "login" | "signup" = "login") => {
    setTab(initialTab);
    setOpened(true);
    setOpen(true);
  }, []);
  const controls = useMemo(() => ({ openMembershipDialog }), [openMembershipDialog]);
  return (
    <MembershipDialogContext.Provider value={controls}>
      {children}
      {opened ? (
        <Suspense fallback={null}>
          <MembershipDialogWindow open={open} onOpenChange={setOpen} tab={tab} onTabChange={setTab} />
        </Suspense>
      ) : null}
    </MembershipDialogContext.Provider>
  );
}
