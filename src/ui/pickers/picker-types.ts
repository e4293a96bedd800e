// What the pickers need of the directory and the tags; features pass their query data in
// (ui/ never fetches: a feature owns its endpoints).
export interface PickerDepartment {
  readonly id: number;
  readonly name: string;
  readonly parent_id: number | null;
}

export interface PickerEmployee {
  readonly id: number;
  readonly name: string;
  readonly department_id: number | null;
}

export interface PickerTagGroup {
  readonly id: number;
  readonly name: string;
  readonly tags: readonly { readonly id: number; readonly name: string }[];
}
