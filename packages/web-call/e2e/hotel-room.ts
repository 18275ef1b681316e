// The room the resume, reconnect and tab specs play: a booking at a hotel, over five turns, that
// the assistant ends. `HOTEL_LINES` is its transcript as the pages report it, one line per turn.
import type { SimulatedRoom } from '../src/testing';

export const HOTEL_ROOM: SimulatedRoom = {
  endCall: true,
  turns: [
    { role: 'assistant', text: 'Good evening, Harbor View Hotel, how can I help?' },
    { role: 'user', text: 'I would like a room for two nights from Friday.' },
    { role: 'assistant', text: 'Certainly, a harbor view king is available for both nights.' },
    { role: 'user', text: 'Lovely, please book it under Morgan.' },
    { role: 'assistant', text: 'Done, Morgan. We look forward to seeing you on Friday.' },
  ],
};

export const HOTEL_LINES = HOTEL_ROOM.turns.map((turn) => `${turn.role}: ${turn.text}`);
