import { Link } from "react-router";
import { adminInboxPages, pipelineLabels, stageLabels } from "~/content/pages/admin-inbox";
import { contactStates, type FilterChoices, type InboxFilter, UNASSIGNED } from "~/lib/inbox";
import { leadKinds, leadKindViews, pipelineNames, pipelines } from "~/lib/lead-kinds";
import { MAX_SEARCH_LENGTH } from "~/lib/list-search";
import { LANDING_MAX } from "~/lib/visit-source";
import { button, link } from "../controls";
import { AdminInput, AdminSelect, SearchBox, SearchForm } from "../SearchForm";
import { AssigneeOptions, type Assignees } from "./Options";

const text = adminInboxPages.inbox.filters;

/** The choices and the one chosen: a value from an address is shown as a choice spells it, or added. */
function choicesWith(values: string[], chosen: string | null) {
  const same = chosen ? values.find((value) => value.toLowerCase() === chosen.toLowerCase()) : "";
  if (same !== undefined) return { options: values, selected: same };
  return { options: [chosen ?? "", ...values], selected: chosen ?? "" };
}

export function InboxFilters({
  filter,
  choices,
  admins,
  me,
}: Assignees & { filter: InboxFilter; choices: FilterChoices }) {
  const shownPipelines = filter.kind ? [leadKindViews[filter.kind].pipeline] : pipelineNames;
  return (
    <SearchForm label={text.label} action="/admin/inbox">
      <SearchBox id="inbox-q" label={text.q} value={filter.q} maxLength={MAX_SEARCH_LENGTH} />
      <AdminSelect id="inbox-kind" name="kind" label={text.kind} defaultValue={filter.kind ?? ""}>
        <option value="">{text.anyKind}</option>
        {leadKinds.map((kind) => (
          <option key={kind} value={kind}>
            {leadKindViews[kind].label}
          </option>
        ))}
      </AdminSelect>
      <fieldset className="flex flex-col gap-1">
        <legend className="font-semibold text-slate-800">{text.stages}</legend>
        {shownPipelines.map((name) => (
          <fieldset key={name} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-1">
            <legend className="sr-only">{pipelineLabels[name]}</legend>
            {shownPipelines.length > 1 ? (
              <span aria-hidden="true" className="text-sm text-slate-700">
                {pipelineLabels[name]}:
              </span>
            ) : null}
            {pipelines[name].stages.map((stage) => (
              <label key={stage} className="flex items-center gap-1.5">
                <input
                  type="checkbox"
                  name="stage"
                  value={stage}
                  defaultChecked={filter.stages.includes(stage)}
                  className="size-4"
                />
                {stageLabels[stage]}
              </label>
            ))}
          </fieldset>
        ))}
      </fieldset>
      <AdminSelect
        id="inbox-assignee"
        name="assignee"
        label={text.assignee}
        defaultValue={filter.assignee ?? ""}
      >
        <option value="">{text.anyone}</option>
        <option value={UNASSIGNED}>{text.nobody}</option>
        <AssigneeOptions admins={admins} me={me} you={text.you} />
      </AdminSelect>
      <AdminInput
        id="inbox-from"
        name="from"
        type="date"
        label={text.from}
        defaultValue={filter.from ?? ""}
      />
      <AdminInput id="inbox-to" name="to" type="date" label={text.to} defaultValue={filter.to ?? ""} />
      <AdminSelect id="inbox-contact" name="contact" label={text.contact} defaultValue={filter.contact ?? ""}>
        <option value="">{text.anyContact}</option>
        {contactStates.map((state) => (
          <option key={state} value={state}>
            {text.contactLabels[state]}
          </option>
        ))}
      </AdminSelect>
      {(
        [
          ["source", choices.sources, text.anySource],
          ["campaign", choices.campaigns, text.anyCampaign],
        ] as const
      ).map(([name, values, any]) => {
        const { options, selected } = choicesWith(values, filter[name]);
        return (
          <AdminSelect key={name} id={`inbox-${name}`} name={name} label={text[name]} defaultValue={selected}>
            <option value="">{any}</option>
            {options.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </AdminSelect>
        );
      })}
      {(
        [
          ["landing", LANDING_MAX],
          ["opening", 60],
        ] as const
      ).map(([name, maxLength]) => (
        <AdminInput
          key={name}
          id={`inbox-${name}`}
          name={name}
          type="text"
          label={text[name]}
          defaultValue={filter[name] ?? ""}
          maxLength={maxLength}
        />
      ))}
      <button type="submit" className={button}>
        {text.submit}
      </button>
      <Link to={text.clear.to} className={`${link} py-2`}>
        {text.clear.label}
      </Link>
    </SearchForm>
  );
}
