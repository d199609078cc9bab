import { ASSIGNABLE_ROLES, ROLE_DESCRIPTION, roleLabelOf } from "../../../domain/people/peopleSchema";
import type { Role } from "../../../domain/enumerations/roles";
import { SelectField } from "../../shell/ui/SelectField";

const OPTIONS = ASSIGNABLE_ROLES.map((role) => ({ value: String(role), label: roleLabelOf(role) }));

/** A select of every role a member can hold, with what the chosen role may do under it. */
export function RoleSelect(props: {
  value: number;
  onChange: (roleId: number) => void;
  label?: string;
  hideLabel?: boolean;
  error?: string;
  isDisabled?: boolean;
}) {
  return (
    <SelectField
      label={props.label ?? "Role"}
      value={String(props.value)}
      options={OPTIONS}
      onChange={(value) => props.onChange(Number(value))}
      error={props.error}
      isDisabled={props.isDisabled}
      hideLabel={props.hideLabel}
      description={ROLE_DESCRIPTION[props.value as Role]}
    />
  );
}
