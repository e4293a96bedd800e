// Query keys of the company area (one key factory per feature).
export const companyKeys = {
  all: ['company'] as const,
  departments: ['company', 'departments'] as const,
  employees: (filters: Record<string, unknown>) => ['company', 'employees', filters] as const,
};
