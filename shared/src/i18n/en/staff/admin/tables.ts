/** Tables: the super admin panel's words (`adminMessages`). */
export const adminTables = {
  /** ours: the generic list/create/edit/delete panel (products, services, lenders) */
  crud: {
    add: (noun: string) => `Add ${noun}`,
    newTitle: (noun: string) => `New ${noun.toLowerCase()}`,
    editTitle: (noun: string, name: string) => `Edit ${noun.toLowerCase()} "${name}"`,
    edit: (noun: string, name: string) => `Edit ${noun.toLowerCase()} "${name}"`,
    delete: (noun: string, name: string) => `Delete ${noun.toLowerCase()} "${name}"`,
    deleteTitle: (noun: string, name: string) => `Delete ${noun.toLowerCase()} "${name}"?`,
    create: 'Create',
    saveChanges: 'Save changes',
    search: (plural: string) => `Search ${plural.toLowerCase()}`,
  },
} as const;
