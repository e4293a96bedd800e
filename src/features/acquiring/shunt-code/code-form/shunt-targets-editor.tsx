import { Input } from '@chakra-ui/react/input';
import type {
  ShuntCodeFormInput,
  ShuntTargetKind,
} from '../../../../../contract/acquiring/shunt-code';
import { SHUNT_TARGET_KINDS } from '../../../../../contract/acquiring/shunt-code';
import { t } from '../../../../lib/i18n/translate';
import { SelectField } from '../../../../ui/select-field/select-field';
import { ToolRowsEditor } from '../../../../ui/tool-list/tool-rows-editor';
import '../../../../lib/i18n/messages/acquiring-tools-messages';

export type TargetDraft = NonNullable<ShuntCodeFormInput['targets']>[number];
export type TargetOptions = Record<ShuntTargetKind, readonly { id: number; name: string }[]>;

const capText = (value: number | null | undefined) => (value ? String(value) : '');
const capOf = (text: string) => (text.trim() ? Number(text) : null);

/** The target rows of a shunt code: kind, which one, weight, daily and total cap. */
export function ShuntTargetsEditor(props: {
  value: readonly TargetDraft[];
  onChange: (next: TargetDraft[]) => void;
  options: TargetOptions;
  weighted: boolean;
}) {
  const employees = props.options.employee;
  return (
    <ToolRowsEditor
      value={props.value}
      onChange={props.onChange}
      columns={{ base: '1fr 1fr', md: '7rem 1fr 5rem 6rem 6rem auto' }}
      testId="shunt-targets"
      addTestId="shunt-add-target"
      addLabel={t('shunt.addTarget')}
      removeLabel={(index) => t('shunt.removeTarget', { index: index + 1 })}
      keepOne
      newRow={(count) => ({
        kind: 'employee' as const,
        ref_id: employees[count]?.id ?? employees[0]?.id ?? 0,
        weight: 1,
      })}
      renderRow={(row, index, update) => (
        <>
          <SelectField
            label={`${t('shunt.kind')} ${index + 1}`}
            value={row.kind}
            options={SHUNT_TARGET_KINDS.map((kind) => ({
              value: kind,
              label: t(`shunt.kind.${kind}`),
            }))}
            onChange={(kind) =>
              update({
                kind: kind as ShuntTargetKind,
                ref_id: props.options[kind as ShuntTargetKind][0]?.id ?? 0,
              })
            }
          />
          <SelectField
            label={`${t('shunt.target')} ${index + 1}`}
            value={row.ref_id || ''}
            placeholder={t('shunt.target')}
            options={props.options[row.kind].map((option) => ({
              value: option.id,
              label: option.name,
            }))}
            onChange={(id) => update({ ref_id: Number(id) })}
            testId={`shunt-target-${index}`}
          />
          <Input
            size="sm"
            type="number"
            min={1}
            max={100}
            disabled={!props.weighted}
            aria-label={`${t('shunt.weight')} ${index + 1}`}
            placeholder={t('shunt.weight')}
            value={row.weight ?? 1}
            data-testid={`shunt-weight-${index}`}
            onChange={(event) => update({ weight: Number(event.currentTarget.value) })}
          />
          <Input
            size="sm"
            type="number"
            min={1}
            aria-label={`${t('shunt.dailyCap')} ${index + 1}`}
            placeholder={`${t('shunt.dailyCap')}（${t('shunt.noCap')}）`}
            value={capText(row.daily_cap)}
            onChange={(event) => update({ daily_cap: capOf(event.currentTarget.value) })}
          />
          <Input
            size="sm"
            type="number"
            min={1}
            aria-label={`${t('shunt.totalCap')} ${index + 1}`}
            placeholder={`${t('shunt.totalCap')}（${t('shunt.noCap')}）`}
            value={capText(row.total_cap)}
            onChange={(event) => update({ total_cap: capOf(event.currentTarget.value) })}
          />
        </>
      )}
    />
  );
}
