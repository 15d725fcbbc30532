// A category's questions as the bot's open form (one text input each, in order, titled with the
// category's name as Discord allows it), and the answers read back from the submitted form, each with
// the question as it was asked.
import { type APIModalInteractionResponseCallbackData, ComponentType, TextInputStyle } from 'discord-api-types/v10';
import type { CategoryQuestion, TicketCategory } from '../../../contract/config.js';
import { LIMITS } from '../../../contract/facts.js';
import type { TicketAnswer } from '../../../contract/guild.js';
import { questionField } from '../../../contract/ticket-panel.js';

function textInput(question: CategoryQuestion, index: number) {
  return {
    type: ComponentType.TextInput,
    custom_id: questionField(index),
    label: question.label,
    style: question.style === 'paragraph' ? TextInputStyle.Paragraph : TextInputStyle.Short,
    required: question.required,
    ...(question.placeholder ? { placeholder: question.placeholder } : {}),
    ...(question.minLength !== undefined ? { min_length: question.minLength } : {}),
    max_length: question.maxLength ?? LIMITS.ticketQuestions.length,
  };
}

/** The open form of a category with questions. */
export function questionForm(customId: string, category: TicketCategory): APIModalInteractionResponseCallbackData {
  return {
    custom_id: customId,
    title: category.name.slice(0, LIMITS.ticketQuestions.formTitle),
    components: category.questions.map((question, index) => ({
      type: ComponentType.ActionRow,
      components: [textInput(question, index)],
    })),
  } as APIModalInteractionResponseCallbackData;
}

/** What the member typed into each text input of a submitted form, by its custom id. */
export function submittedValues(components: readonly unknown[]): Map<string, string> {
  const values = new Map<string, string>();
  for (const top of components as { components?: unknown[]; component?: unknown }[]) {
    const inputs = (top.components ?? (top.component ? [top.component] : [])) as {
      custom_id?: string;
      value?: string;
    }[];
    for (const input of inputs) if (input.custom_id) values.set(input.custom_id, (input.value ?? '').trim());
  }
  return values;
}

/** The answers to the category's questions in a submitted form, in the questions' order. */
export function submittedAnswers(components: readonly unknown[], category: TicketCategory): TicketAnswer[] {
  const values = submittedValues(components);
  return category.questions.map((question, index) => ({
    question: question.label,
    answer: (values.get(questionField(index)) ?? '').slice(0, LIMITS.ticketQuestions.length),
  }));
}
