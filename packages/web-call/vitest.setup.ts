// What the client loads on first use (a call's session, the network tests, the microphone boost)
// arrives over the network in a page, while daily-js or the microphone is awaited. Loaded here up
// front, it arrives at once in the tests too: tests on fake timers then never race a file read.
import './src/daily-session';
import './src/mic-boost';
import './src/network-tests';
