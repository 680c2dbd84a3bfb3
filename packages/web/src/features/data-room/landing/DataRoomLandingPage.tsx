/** /one/data-room — the landing page of spec 3 §2.7. (w-landing) */
export default function DataRoomLandingPage() {
  return null;
}
