import type { CreateWebCallRequest } from '@org/api-client';
import type { SimulatedRoom } from '@org/api-client/simulator';

/** Assistant ids of the site's three demo agents (docs/requirements.md#the-live-demo). */
export const DEMO_ASSISTANT_IDS = {
  healthcare: '5a9d1c3e-7b2f-4e8a-9c61-0d4b7e2f1a01',
  hotel: '5a9d1c3e-7b2f-4e8a-9c61-0d4b7e2f1a02',
  restaurant: '5a9d1c3e-7b2f-4e8a-9c61-0d4b7e2f1a03',
} as const;

/** Healthcare receptionist: schedules appointments, answers patient inquiries, suggests doctors. */
const healthcare: SimulatedRoom = {
  assistantName: 'Healthcare Receptionist',
  endCall: true,
  turns: [
    {
      role: 'assistant',
      text: 'Thank you for calling Riverside Family Clinic, this is Ava. How can I help you today?',
    },
    {
      role: 'user',
      text: "Hi, I've had a sore throat and a mild fever for three days. Can I see someone this week?",
    },
    {
      role: 'assistant',
      text: 'I am sorry to hear that. For a sore throat with a fever, Dr. Patel in family medicine is a good fit. She has openings Thursday at 9:30 in the morning or 2:15 in the afternoon.',
    },
    { role: 'user', text: 'Thursday at 9:30 works. Do I need to bring anything?' },
    {
      role: 'assistant',
      text: 'You are booked with Dr. Patel on Thursday at 9:30. Please bring your insurance card and a list of any medicines you take, and arrive ten minutes early to check in.',
    },
    { role: 'user', text: "Perfect, thank you. That's all." },
    {
      role: 'assistant',
      text: 'You will get a text reminder the day before. Feel better soon, and have a good day!',
    },
  ],
};

/** Hotel concierge: room bookings, hotel information, guest inquiries. */
const hotel: SimulatedRoom = {
  assistantName: 'Hotel Concierge',
  endCall: true,
  turns: [
    {
      role: 'assistant',
      text: 'Good evening, and welcome to the Harbor View Hotel. This is Leo at the concierge desk. How may I help?',
    },
    {
      role: 'user',
      text: "I'd like a room for two nights from Friday, ideally with a view of the water.",
    },
    {
      role: 'assistant',
      text: 'Certainly. A deluxe king with a harbor view is available Friday and Saturday at 219 dollars a night, breakfast included. Shall I reserve it?',
    },
    { role: 'user', text: 'Yes please. Is parking available, and what time is check-in?' },
    {
      role: 'assistant',
      text: 'Done, your deluxe king is reserved. Valet parking is 25 dollars a night, check-in starts at 3 PM, and I can arrange early check-in if your plans change.',
    },
    { role: 'user', text: "Great, that's everything for now." },
    {
      role: 'assistant',
      text: 'Your confirmation is on its way by email. We look forward to welcoming you on Friday!',
    },
  ],
};

/** Restaurant reservations: table bookings, menu inquiries, special requests. */
const restaurant: SimulatedRoom = {
  assistantName: 'Restaurant Reservation',
  endCall: true,
  turns: [
    {
      role: 'assistant',
      text: 'Hello, thanks for calling Olive and Thyme. I can book a table or answer questions about the menu. What can I do for you?',
    },
    {
      role: 'user',
      text: 'Could I get a table for four this Saturday around 7:30? One of us is vegan.',
    },
    {
      role: 'assistant',
      text: 'I have a table for four at 7:30 on Saturday. Our vegan options include a roasted cauliflower steak and a wild mushroom risotto, and the kitchen can adapt most pasta dishes.',
    },
    {
      role: 'user',
      text: "Wonderful. It's also my sister's birthday. Could you do something small?",
    },
    {
      role: 'assistant',
      text: 'Of course. I have noted the birthday, and we will bring a candle with dessert. May I have a name for the reservation?',
    },
    { role: 'user', text: "It's under Morgan. Thanks so much." },
    {
      role: 'assistant',
      text: 'You are all set, Morgan: four guests, Saturday at 7:30, with a birthday surprise. See you then!',
    },
  ],
};

// A Map, not an object literal: an id such as `constructor`, `toString` or `__proto__` must find
// nothing rather than something inherited from Object.prototype.
const byAssistantId: ReadonlyMap<string, SimulatedRoom> = new Map([
  [DEMO_ASSISTANT_IDS.healthcare, healthcare],
  [DEMO_ASSISTANT_IDS.hotel, hotel],
  [DEMO_ASSISTANT_IDS.restaurant, restaurant],
]);

/** A short, neutral conversation for any other assistant, squad or workflow. */
function genericRoom(name: string | undefined, firstMessage: string | undefined): SimulatedRoom {
  const greeting =
    firstMessage ?? `Hi, this is ${name ?? 'your AI assistant'}. How can I help you today?`;
  return {
    ...(name ? { assistantName: name } : {}),
    endCall: true,
    turns: [
      { role: 'assistant', text: greeting },
      { role: 'user', text: 'Hi! I just wanted to see how this works.' },
      {
        role: 'assistant',
        text: 'Happy to show you. I can answer questions, book appointments and take messages, any time of day.',
      },
      { role: 'user', text: 'Great, thanks. That is all I needed.' },
      { role: 'assistant', text: 'Thanks for calling. Goodbye!' },
    ],
  };
}

/** Picks the scripted conversation for a web call, by assistant id or from the inline assistant. */
export function roomScriptFor(body: CreateWebCallRequest): SimulatedRoom {
  if (body.assistantId) {
    const scripted = byAssistantId.get(body.assistantId);
    if (scripted) return scripted;
  }
  const overrides = body.assistantOverrides;
  const name = overrides?.name ?? body.assistant?.name ?? body.squad?.name ?? body.workflow?.name;
  const firstMessage = overrides?.firstMessage ?? body.assistant?.firstMessage;
  return genericRoom(name, firstMessage);
}
