/** The area filter of the call records: an area of the chosen country (the one every list with a country has). */
export { AreaFilterInput as default } from '@/src/components/AreaFilterInput';
