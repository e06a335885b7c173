export * from "./auth";
export * from "./bookings";
export * from "./catalogue";
export * from "./guides";
export * from "./inbox";
export * from "./messages";
export * from "./payments";
export * from "./profiles";
