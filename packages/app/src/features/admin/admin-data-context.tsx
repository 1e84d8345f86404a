import { createContext, type ReactNode, useContext } from 'react';
import type { AdminData } from './admin-data';

const AdminDataContext = createContext<AdminData | null>(null);

/** Gives the admin pages their data: supabase-js in the app, an in-memory fake in stories. */
export function AdminDataProvider({ data, children }: { data: AdminData; children: ReactNode }) {
  return <AdminDataContext.Provider value={data}>{children}</AdminDataContext.Provider>;
}

export function useAdminData(): AdminData {
  const data = useContext(AdminDataContext);
  if (!data) throw new Error('Admin pages need an AdminDataProvider above them (AdminLayout provides it).');
  return data;
}
