import {
  Tooltip,
  TooltipContent,
  TooltipProvider,
  TooltipTrigger,
} from '@org/ui/components/tooltip';
import { Phone } from 'lucide-react';

/**
 * The phone mockup's "Click to Call AI" button (docs/requirements.md#the-dental-page): it does
 * nothing but say, in a tooltip, where a live call can be tried.
 */
export default function DentalCallButton() {
  return (
    <TooltipProvider>
      <Tooltip>
        <TooltipTrigger asChild>
          <button
            type="button"
            className="flex w-full cursor-pointer items-center justify-center gap-2 rounded-full bg-emerald-500 px-4 py-3 text-sm font-semibold text-emerald-950 shadow-lg transition-colors outline-none hover:bg-emerald-400 focus-visible:ring-2 focus-visible:ring-white"
          >
            <Phone aria-hidden="true" className="size-4" />
            Click to Call AI
          </button>
        </TooltipTrigger>
        <TooltipContent>A preview: try a live call on the home page</TooltipContent>
      </Tooltip>
    </TooltipProvider>
  );
}
